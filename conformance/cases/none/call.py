# calling None is a TypeError
None()
