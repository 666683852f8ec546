# exc.__traceback__: a chain of traceback objects from the catching frame to the raise
def inner(x):
    return 1 // x
def outer(x):
    return inner(x) + 1
try:
    outer(0)
except ZeroDivisionError as e:
    tb = e.__traceback__
    print(type(tb).__name__, type(tb.tb_frame).__name__, type(tb.tb_frame.f_code).__name__)
    while tb is not None:
        code = tb.tb_frame.f_code
        print(tb.tb_lineno, code.co_name, code.co_filename.endswith("tbobj_chain.py"))
        tb = tb.tb_next
    print(e.__traceback__.tb_next is e.__traceback__.tb_next)
print(KeyError("k").__traceback__)
