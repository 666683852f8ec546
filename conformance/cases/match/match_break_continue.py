# break and continue inside a case
for x in [1, 2, 3, 4, 5]:
    match x:
        case 2:
            continue
        case 4:
            break
        case _:
            print(x)
print("end")
