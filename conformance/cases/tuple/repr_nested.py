# repr of nested tuples
print(((1,),), (1, (2, (3,))), ("a", "b"), ((), ()), (None, True))
