# a subscript as a whole statement
x = {}
x["a"]
