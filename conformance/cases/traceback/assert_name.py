# a failed assert of a name: no marks
x = 0
assert x
