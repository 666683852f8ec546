# not binds tighter than and, which binds tighter than or
print(True or False and False, (True or False) and False, not True or True, not (True or True), 1 or 2 and 3, (1 or 2) and 3)
