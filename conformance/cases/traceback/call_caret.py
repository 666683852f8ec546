# a call inside a larger line: ^ under the call
def f():
    raise ValueError("bad")
result = [f()]
