# keyword sub-patterns read attributes
class User:
    def __init__(self, name, admin):
        self.name, self.admin = name, admin
for u in [User("ann", True), User("bob", False)]:
    match u:
        case User(admin=True, name=n):
            print("admin", n)
        case User(name=n):
            print("user", n)
