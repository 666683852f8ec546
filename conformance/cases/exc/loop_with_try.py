# try inside a loop with continue and break
for i in range(6):
    try:
        if i == 1:
            continue
        if i == 4:
            break
        r = 12 // (i - 2)
        print(i, r)
    except ZeroDivisionError:
        print(i, "div")
print("done")
