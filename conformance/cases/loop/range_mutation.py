# reassigning the loop variable does not affect iteration
for i in range(3):
    print(i)
    i = 100
print(i)
