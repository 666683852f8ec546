# traceback.format_exception: the separators of a cause chain and of a context chain are one item each
import traceback
def f():
    try:
        1/0
    except Exception as e:
        raise KeyError('k') from None if False else ValueError('v')
try:
    f()
except Exception as e:
    out = traceback.format_exception(e)
    print(len(out))
    for x in out:
        if not x.startswith("  File "): print(repr(x))
try:
    try:
        {}['a']
    except KeyError:
        int('x')
except Exception as e:
    out = traceback.format_exception(e)
    print([x for x in out if 'File' not in x])
    print(traceback.format_exc().count('\n'))
