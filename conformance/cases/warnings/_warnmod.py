# helper of import_stacklevel: warns while it is imported
import warnings
warnings.warn("_warnmod is deprecated", DeprecationWarning, stacklevel=2)
warnings.warn("_warnmod plain")


def api():
    warnings.warn("api() is deprecated", DeprecationWarning, stacklevel=2)
    warnings.warn("inside the module", DeprecationWarning)
