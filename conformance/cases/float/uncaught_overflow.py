# uncaught float overflow in power
print(1e200 ** 2)
