VALUE = 1
if True:
    print("imported", VALUE)
  else:
    pass
