# a call with a trailing comment is marked
def f():
    1/0
f()  # call
