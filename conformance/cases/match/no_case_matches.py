# when no case matches nothing runs
match 3:
    case 1:
        print("one")
    case 2:
        print("two")
print("done")
