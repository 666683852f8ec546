# deleting an undefined name
del undefined_name
