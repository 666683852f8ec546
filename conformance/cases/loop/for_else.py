# for-else runs else only without break
for i in range(3):
    if i == 5:
        break
else:
    print("no break", i)
for i in range(10):
    if i == 2:
        break
else:
    print("not printed")
print("broke at", i)
for x in []:
    pass
else:
    print("empty loop else")
