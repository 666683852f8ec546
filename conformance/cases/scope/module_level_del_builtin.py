# module level names shadow builtins until deleted
print = print
print("still works")
