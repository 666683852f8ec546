# an invalid f-string spec raises at run time
x = 1.5
print("before")
print(f"{x:d}")
