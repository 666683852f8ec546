# else clauses of nested loops
for i in range(2):
    for j in range(2):
        pass
    else:
        print("inner else", i)
else:
    print("outer else")
