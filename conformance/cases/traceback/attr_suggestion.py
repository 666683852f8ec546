# a misspelt method with its suggestion
items = [3, 1]
items.sortt()
