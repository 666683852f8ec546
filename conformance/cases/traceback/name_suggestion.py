# a misspelt name with its suggestion
counter = 1
print(countr + 1)
