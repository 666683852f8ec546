# help(list) and help(dict): signature line, methods, class and static methods, data
help(list)
help(dict)
