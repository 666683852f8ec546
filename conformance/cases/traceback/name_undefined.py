# an undefined name in a larger line
print(undefined_name)
