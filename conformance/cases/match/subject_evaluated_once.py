# the subject expression is evaluated once
def subj():
    print("evaluated")
    return 3
match subj():
    case 1:
        pass
    case 2:
        pass
    case 3:
        print("three")
