# a subscript whose index is on the next line
def f():
    x = {}
    return x[
  "k"]
f()
