# a failed assert of a call: no marks
def f(): pass
assert f()
