# uncaught NameError
print(foo)
