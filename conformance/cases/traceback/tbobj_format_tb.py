# traceback.format_tb / extract_tb / walk_tb / print_tb over exc.__traceback__
import traceback
def f(d):
    return d["missing"] + 1
def g():
    return f({})
try:
    g()
except KeyError as e:
    tb = e.__traceback__
    for item in traceback.format_tb(tb):
        print(item, end="")
    print(traceback.format_tb(tb, limit=1) == traceback.format_tb(tb)[:1])
    print(traceback.format_tb(tb, limit=-1) == traceback.format_tb(tb)[-1:])
    s = traceback.extract_tb(tb)
    print(type(s).__name__, [(fs.lineno, fs.name, fs.line) for fs in s])
    print(s[-1][1:], list(s[0])[1:])
    print([(fr.f_code.co_name, n) for fr, n in traceback.walk_tb(tb)])
    print("".join(traceback.format_list(s[1:])), end="")
    traceback.print_tb(tb, limit=2)
    print(traceback.format_tb(None), traceback.extract_tb(None))
