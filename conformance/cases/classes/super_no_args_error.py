# super() outside a method
try:
    super()
except RuntimeError as e:
    print(e)
