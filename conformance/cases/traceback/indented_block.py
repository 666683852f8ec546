# an error in an indented block
for i in range(2):
    if i:
        v = i / (i - 1)
