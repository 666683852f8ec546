# unpacking too few values: ^ under the targets
a, b = [1]
