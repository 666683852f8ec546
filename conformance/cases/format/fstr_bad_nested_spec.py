# a nested spec field that yields an invalid spec raises at run time
w = "x"
print(f"{3:>{5}}")
print(f"{3:{w}{w}}")
