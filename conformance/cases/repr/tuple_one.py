# one-element tuples have a trailing comma
print((1,), ((1,),), ([1],), ("a",), [(None,)])
