# del of a missing key
x = {}
del x["a"]
