//
//  MainInteractor.swift
//  TemplateApp
//
//  Created by Jane Appleseed on 01.12.2026
//  Copyright © 2026 Jane Appleseed. All rights reserved.
//

import Foundation

final class MainInteractor: MainInteractorProtocol {
    
}

// MARK: Private
extension MainInteractor {
    
}
