// Every host model, imported once for its wiring.
import '@kaver/shared-contracts';
import '../entities/page/model';
import '../entities/city/model';
import '../features/page-head/model';
import '../features/scroll-lock/model';
import '../features/analytics/model';
import '../features/build-reload/model';
import '../widgets/modal-outlet/model';
