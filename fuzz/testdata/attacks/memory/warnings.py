# Warnings that grow: registries keyed by every text, records kept by
# catch_warnings, output under "always": all charged, all bounded.
# --- registry_grows
import warnings
for i in range(10**8):
    warnings.warn("message %d" % i + "x" * 1000)
# --- once_registry_grows
import warnings
warnings.simplefilter("once")
for i in range(10**8):
    warnings.warn_explicit("m%d" % i + "y" * 1000, UserWarning, "f.py", 1, registry=None)
# --- record_grows
import warnings
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    while True:
        warnings.warn("z" * 10000)
# --- big_message_always
import warnings
warnings.simplefilter("always")
s = "w" * (50 * 2**20)
while True:
    warnings.warn(s)
