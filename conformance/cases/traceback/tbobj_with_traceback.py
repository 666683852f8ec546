# with_traceback and __traceback__ assignment: None drops the frames, a traceback replaces them
import traceback
def boom():
    raise ValueError("boom")
try:
    boom()
except ValueError as e:
    saved = e.__traceback__
    print(e.with_traceback(None) is e, e.__traceback__)
    print(traceback.format_exception(e))
    e.__traceback__ = saved.tb_next
    print(e.__traceback__.tb_lineno, len(traceback.format_exception(e)))
    for bad in (5, "tb", saved.tb_frame):
        try:
            e.__traceback__ = bad
        except TypeError as x:
            print("TypeError:", x)
    try:
        e.with_traceback([])
    except TypeError as x:
        print("TypeError:", x)
    try:
        del e.__traceback__
    except TypeError as x:
        print("TypeError:", x)
try:
    raise KeyError("again").with_traceback(saved)
except KeyError as k:
    print([fs.lineno for fs in traceback.extract_tb(k.__traceback__)])
raise RuntimeError("last").with_traceback(saved.tb_next)
