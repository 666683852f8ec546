# a failed assert of a comparison: ^ under the comparison
x = 0
assert x == 1, "x must be 1"
