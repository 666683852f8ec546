# the repr of exit and quit
print(repr(exit))
print(quit)
print(str(exit))
