# warnings.warn(message[, category], stacklevel=n): an int n bound directly,
# anything else (bool, float, str, a big int, other keywords) as before.
import warnings


def helper(msg, **kw):
    warnings.warn(msg, DeprecationWarning, **kw)


def call(f):
    try:
        f()
    except Exception as e:
        print(type(e).__name__, e)


with warnings.catch_warnings(record=True) as log:
    warnings.simplefilter("always")
    warnings.warn("a", stacklevel=1)
    warnings.warn("b", UserWarning, stacklevel=1)
    helper("c", stacklevel=2)
    helper("d", stacklevel=1)
    helper("e", stacklevel=0)
    helper("f", stacklevel=-5)
    helper("g", stacklevel=True)
    call(lambda: helper("h", stacklevel=10 ** 30))
    helper("i", stacklevel=50)
    call(lambda: warnings.warn("j", stacklevel=1.5))
    call(lambda: warnings.warn("k", stacklevel="2"))
    call(lambda: warnings.warn(stacklevel=1))
    call(lambda: warnings.warn())
    call(lambda: warnings.warn("l", UserWarning, 1, stacklevel=1))
    call(lambda: warnings.warn("m", UserWarning, source=None, stacklevel=1))
    call(lambda: warnings.warn("n", int, stacklevel=1))
for m in log:
    print(m.category.__name__, m.message, m.lineno, m.filename == log[0].filename)
