# add_note on exceptions and groups; notes on an uncaught exception are printed after the message
e = ValueError("v")
e.add_note("first")
e.add_note("second")
print(e.__notes__)
try:
    e.add_note(5)
except TypeError as err:
    print(err)
raise e
