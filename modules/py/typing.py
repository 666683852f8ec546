# typing placeholder
