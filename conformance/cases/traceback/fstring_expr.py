# an error in an f-string replacement field
print(f"{1/0}")
