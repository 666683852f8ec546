# re-raising extends the traceback: frames are added on the outer side
import traceback
def f():
    raise ValueError("v")
def g():
    try:
        f()
    except ValueError as e:
        raise
def h():
    try:
        g()
    except ValueError as e:
        err = e
    raise err
try:
    h()
except ValueError as e:
    print([(fs.lineno, fs.name) for fs in traceback.extract_tb(e.__traceback__)])
    tb = e.__traceback__
    print(tb.tb_frame.f_code.co_name, tb.tb_next.tb_frame.f_code.co_name, tb.tb_next.tb_lineno)
