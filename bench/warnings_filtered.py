# warnings.warn in hot paths: a deprecated helper called in a loop under
# filterwarnings("ignore") (what LLM code puts at its top), then warnings
# recorded by catch_warnings(record=True) with "always", then the default
# action's once-per-location registry.
import warnings


def old_scale(x):
    warnings.warn("old_scale is deprecated", DeprecationWarning, stacklevel=2)
    return x * 2


def run():
    total = 0
    with warnings.catch_warnings():
        warnings.filterwarnings("ignore")
        for i in range(100000):
            total += old_scale(i)
    with warnings.catch_warnings(record=True) as log:
        warnings.simplefilter("always")
        for i in range(30000):
            warnings.warn("value %d" % (i % 7), UserWarning)
        total += len(log) + sum(m.lineno for m in log[:10])
    with warnings.catch_warnings(record=True) as log:
        warnings.simplefilter("default")
        for i in range(100000):
            warnings.warn("same place")
        total += len(log)
    return total


print(run())
