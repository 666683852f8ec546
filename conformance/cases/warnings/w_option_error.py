# -W error::RuntimeWarning (sys.warnoptions): that category raises, others are shown
# options: -W error::RuntimeWarning
# compare: whole-stderr
import sys
import warnings
print(sys.warnoptions)
print(warnings.filters[0])
warnings.warn("still a warning")
warnings.warn("now an error", RuntimeWarning)
