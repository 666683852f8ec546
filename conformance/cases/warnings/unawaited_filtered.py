# the never-awaited RuntimeWarning goes through the program's filters and showwarning
# compare: whole-stderr
import warnings


async def job():
    return 1


job()
warnings.filterwarnings("ignore", message="coroutine 'job'")
job()
warnings.resetwarnings()
seen = []
warnings.showwarning = lambda m, c, f, l, file=None, line=None: seen.append((str(m), c.__name__, l))
job()
print(seen)
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    job()
    job()
print([(str(x.message), x.category.__name__, x.lineno, x.source is not None) for x in w])
warnings.simplefilter("ignore", RuntimeWarning)
job()
print("done")
