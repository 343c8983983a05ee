//
//  MainViewState.swift
//  TemplateApp
//
//  Created by Jane Appleseed on 01.12.2026
//  Copyright © 2026 Jane Appleseed. All rights reserved.
//

import SwiftUI

final class MainViewState: ObservableObject, MainViewStateProtocol {    
    private let id = UUID()
    private var presenter: MainPresenterProtocol?
    
    func set(with presener: MainPresenterProtocol) {
        self.presenter = presener
    }
}
