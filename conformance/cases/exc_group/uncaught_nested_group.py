# an uncaught nested group with tracebacks of the leaves and a chained cause
# compare: whole-stderr
def leaf(n):
    raise ValueError(n)

def collect():
    errs = []
    for i in range(2):
        try:
            leaf(i)
        except ValueError as e:
            errs.append(e)
    try:
        {}["k"]
    except KeyError as k:
        raise ExceptionGroup("outer", [ExceptionGroup("inner", errs), RuntimeError("r")]) from k

collect()
